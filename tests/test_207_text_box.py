"""CR 207: the text box; ability words (207.2c) don't hide the ability after them."""

from __future__ import annotations


def test_207_2c_ability_word_before_a_requirement(db):
    from mtgjudge.oracle import compile_card

    names = [a.name for a in compile_card(db.get("Khârn the Betrayer")).abilities]
    assert names == ["attacks each combat if able", "blocks each combat if able"]


def test_207_2c_only_a_sentence_follows_an_ability_word(db):
    # "{TK}{TK} — Trample" and "• 2 — menace" are a ticket cost and a mode, not ability
    # words: conditional, so not modeled (never read as plain keywords). A flavor word
    # (207.2d) is dropped like an ability word.
    from mtgjudge.cr import r702_keywords as kw
    from mtgjudge.oracle import compile_card

    assert "{TK}{TK} — Trample" in compile_card(db.get("Jetpack Death Seltzer")).not_modeled
    assert not any(a.name == "menace" for a in compile_card(db.get("Celebr-8000")).abilities)
    assert kw.CantBeBlockedExceptByMore(
        "Multi-threat Eliminator — This creature can't be blocked except by six or more creatures.", 6
    ) in compile_card(db.get("Hexmark Destroyer")).abilities
