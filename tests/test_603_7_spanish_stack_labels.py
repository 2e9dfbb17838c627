"""CR 603.3 / 603.7: every triggered ability on the stack, delayed ones included, is
named in the ruling's language (myriad's delayed "exile the tokens", 702.116a;
"when it enters"), and a name written in Spanish is read back. Real cards, exact values."""

from __future__ import annotations

from mtgjudge.messages import english_stack_label, stack_label

MYRIAD = """\
active: Ana
players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}, Dario: {life: 40}}
battlefield:
  Ana: [Caller of the Pack]
  Bruno: [Wall of Stone]
  Carla: [Jace Beleren]
  Dario: [Ghostly Prison]
attack: {Caller of the Pack: Bruno}
block: {}
"""


def test_603_7_myriad_delayed_trigger_is_named_in_spanish(judge_yaml):
    r = judge_yaml(MYRIAD)
    es = [f"{e.rule} {e.text('es')}" for e in r.events if e.rule in ("603.3", "603.7", "405.5")]
    assert es == [
        "603.3 Miríada (Caller of the Pack) se dispara y se pone en la pila (la controla Ana).",
        "405.5 Todos los jugadores pasan sucesivamente: se resuelve Miríada (Caller of the Pack).",
        ("603.7 Miríada (Caller of the Pack): al final del combate se exiliará a Caller of the Pack #2 "
         "y Caller of the Pack #3."),
        ("603.3 Miríada: exiliar las fichas (Caller of the Pack) se dispara y se pone en la pila "
         "(la controla Ana)."),
        "405.5 Todos los jugadores pasan sucesivamente: se resuelve Miríada: exiliar las fichas (Caller of the Pack)."]
    assert not any("Myriad" in e.text("es") or "exile the" in e.text("es") for e in r.events)


def test_603_3_stack_labels_round_trip_through_spanish():
    for english, spanish in [
            ("Myriad: exile the tokens (Caller of the Pack)", "Miríada: exiliar las fichas (Caller of the Pack)"),
            ("Exalted (Akrasan Squire) #2", "Exaltado (Akrasan Squire) #2"),
            ("Brimaz, King of Oreskos (whenever it attacks)", "Brimaz, King of Oreskos (siempre que ataque)"),
            ("Thraben Inspector (when it enters)", "Thraben Inspector (cuando entre)")]:
        assert stack_label(english, "es") == spanish
        assert english_stack_label(spanish) == english
