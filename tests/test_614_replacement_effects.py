"""CR 614 (and 119.7): replacement effects on the damage event and on its results, from
real cards: damage doublers and triplers, "+N damage", redirection, counters instead of
damage, life-gain replacements and "can't gain life", Worship."""

from __future__ import annotations

from conftest import lines


def board(ana: str, bruno: str, attack: str, extra: str = "", life: str = "Ana: {life: 20}, Bruno: {life: 20}") -> str:
    return (f"active: Ana\nplayers: {{{life}}}\nbattlefield: {{Ana: [{ana}], Bruno: [{bruno}]}}\n"
            f"attack: {{{attack}}}\n{extra}")


def test_614_1a_furnace_of_rath_doubles_damage_to_players_and_creatures(judge_yaml):
    r = judge_yaml(board("Hill Giant, Grizzly Bears, Furnace of Rath", "Wall of Stone",
                     "Hill Giant: Bruno, Grizzly Bears: Bruno", "block: {Wall of Stone: Grizzly Bears}\n"))
    assert r.state.players["Bruno"].life == 14
    assert r.state.battlefield["Wall of Stone"].damage == 4
    assert r.state.battlefield["Grizzly Bears"].damage == 0  # the wall has 0 power
    assert r.not_modeled == []


def test_614_5_two_doublers_apply_once_each_quadrupling(judge_yaml):
    r = judge_yaml(board("Grizzly Bears, Furnace of Rath, Dictate of the Twin Gods", "", "Grizzly Bears: Bruno"))
    assert r.state.players["Bruno"].life == 12  # 2 -> 4 -> 8, not more (614.5)


def test_614_1a_fiery_emancipation_triples_only_its_controllers_sources(judge_yaml):
    r = judge_yaml(board("Hill Giant, Fiery Emancipation", "Grizzly Bears", "Hill Giant: Bruno",
                     "block: {Grizzly Bears: Hill Giant}\n"))
    assert r.state.graveyard == ["Grizzly Bears"]
    assert lines(r, "120.3e") == ["120.3e 9 damage is marked on Grizzly Bears (9 in all, toughness 2).",
                                  "120.3e 2 damage is marked on Hill Giant (2 in all, toughness 3)."]
    assert "120.10 Grizzly Bears was dealt 7 excess damage." in lines(r)


def test_614_1a_torbran_adds_2_to_red_sources_dealing_damage_to_an_opponent(judge_yaml):
    r = judge_yaml(board("'Torbran, Thane of Red Fell', Raging Goblin, Grizzly Bears", "",
                     "Raging Goblin: Bruno, Grizzly Bears: Bruno"))
    # Raging Goblin (red, 1 power) deals 3; Grizzly Bears (green) still 2.
    assert lines(r, "510.2") == ["510.2 Raging Goblin deals 3 damage to Bruno.",
                                 "510.2 Grizzly Bears deals 2 damage to Bruno."]
    assert r.state.players["Bruno"].life == 15


def test_614_1a_torbran_does_not_add_to_damage_dealt_to_its_controllers_creatures(judge_yaml):
    r = judge_yaml(board("'Torbran, Thane of Red Fell', Grizzly Bears", "Raging Goblin", "Grizzly Bears: Bruno",
                     "block: {Raging Goblin: Grizzly Bears}\n"))
    assert r.state.battlefield["Grizzly Bears"].damage == 1  # Bruno's red source: not Torbran's


def test_614_9_empyrial_archangel_takes_the_damage_dealt_to_its_controller(judge_yaml):
    r = judge_yaml(board("Hill Giant", "Empyrial Archangel", "Hill Giant: Bruno"))
    assert r.state.players["Bruno"].life == 20
    assert r.state.battlefield["Empyrial Archangel"].damage == 3
    assert lines(r, "614.9") == [("614.9 Empyrial Archangel's effect is applied, so the damage event "
                                 "becomes [3 damage is dealt to Empyrial Archangel by Hill Giant].")]


def test_614_1a_lichenthrope_gets_minus_counters_instead_of_damage(judge_yaml):
    r = judge_yaml(board("Hill Giant", "Lichenthrope", "Hill Giant: Bruno", "block: {Lichenthrope: Hill Giant}\n"))
    assert r.state.battlefield["Lichenthrope"].counters == {"-1/-1": 3}
    assert r.state.battlefield["Lichenthrope"].damage == 0
    assert lines(r, "510.2") == ["510.2 Lichenthrope deals 5 damage to Hill Giant."]  # no damage dealt to it


def test_614_1a_phytohydra_gets_plus_counters_instead_of_damage(judge_yaml):
    r = judge_yaml(board("Hill Giant", "Phytohydra", "Hill Giant: Bruno", "block: {Phytohydra: Hill Giant}\n"))
    assert r.state.battlefield["Phytohydra"].counters == {"+1/+1": 3}
    assert (r.state.battlefield["Phytohydra"].power, r.state.battlefield["Phytohydra"].toughness) == (4, 4)


def test_614_1a_boon_reflection_doubles_lifelink(judge_yaml):
    r = judge_yaml(board("Vampire Nighthawk, Boon Reflection", "", "Vampire Nighthawk: Bruno"))
    assert r.state.players["Ana"].life == 24
    assert lines(r, "120.3f") == ["120.3f Ana gains 4 life from Vampire Nighthawk's lifelink (24 life)."]


def test_614_1a_rhox_faithmender_doubles_its_own_lifelink(judge_yaml):
    r = judge_yaml(board("Rhox Faithmender", "", "Rhox Faithmender: Bruno"))
    assert r.state.players["Ana"].life == 22  # 1 power, lifelink, doubled


def test_119_7_players_cant_gain_life_stops_lifelink(judge_yaml):
    r = judge_yaml(board("Vampire Nighthawk", "Giant Cindermaw", "Vampire Nighthawk: Bruno"))
    assert r.state.players["Ana"].life == 20 and r.state.players["Bruno"].life == 18
    assert lines(r, "119.7") == [("119.7 Giant Cindermaw's effect is applied, "
                                 "so the damage event becomes [Bruno loses 2 life].")]


def test_119_7_cant_gain_life_wins_over_boon_reflection(judge_yaml):
    r = judge_yaml(board("Vampire Nighthawk, Boon Reflection", "'Erebos, God of the Dead'", "Vampire Nighthawk: Bruno"))
    assert r.state.players["Ana"].life == 20


def test_614_1a_sulfuric_vortex_player_gains_no_life(judge_yaml):
    r = judge_yaml(board("Vampire Nighthawk, Sulfuric Vortex", "", "Vampire Nighthawk: Bruno"))
    assert r.state.players["Ana"].life == 20


def test_614_1a_worship_reduces_the_life_total_to_1_instead(judge_yaml):
    r = judge_yaml(board("Hill Giant, Colossal Dreadmaw", "Worship, Grizzly Bears",
                     "Hill Giant: Bruno, Colossal Dreadmaw: Bruno", life="Ana: {life: 20}, Bruno: {life: 5}"))
    assert r.state.players["Bruno"].life == 1 and not r.state.players["Bruno"].lost
    assert "614.1a Worship's effect is applied, so the damage event becomes [Bruno loses 3 life, " \
           "Bruno loses 1 life]." in lines(r)
    assert [e for e in r.events if e.key == "event.not_applied"] == []


def test_614_1a_worship_without_a_creature_does_not_apply(judge_yaml):
    r = judge_yaml(board("Hill Giant", "Worship", "Hill Giant: Bruno", life="Ana: {life: 20}, Bruno: {life: 3}"))
    assert r.state.players["Bruno"].lost
    assert "614.1a Worship's effect is not applied: Bruno controls no creature." in lines(r)


def test_614_everlasting_torment_damage_as_though_wither(judge_yaml):
    r = judge_yaml(board("Hill Giant, Everlasting Torment", "Wall of Stone", "Hill Giant: Bruno",
                     "block: {Wall of Stone: Hill Giant}\n"))
    assert r.state.battlefield["Wall of Stone"].counters == {"-1/-1": 3}


# ---------------------------------------------------------------- with continuous effects (613)
def test_614_1a_furnace_of_rath_doubles_damage_of_an_anthem_pumped_creature(judge_yaml):
    # Glorious Anthem (613.4c) makes Grizzly Bears a 3/3: it assigns 3, Furnace of Rath
    # makes it 6; Hill Giant's 3 becomes 6 too, more than the Bears' toughness 3.
    r = judge_yaml(board("Grizzly Bears, Glorious Anthem", "Hill Giant, Furnace of Rath", "Grizzly Bears: Bruno",
                         "block: {Hill Giant: Grizzly Bears}\n"))
    assert lines(r, "614") == [
        ("614.1a Furnace of Rath's effect is applied, so the damage event becomes "
         "[6 damage is dealt to Hill Giant by Grizzly Bears, 6 damage is dealt to Grizzly Bears by Hill Giant].")]
    assert r.state.graveyard == ["Grizzly Bears", "Hill Giant"]
    assert [dict(e.params) for e in r.events if e.key == "result.marked"] == [
        {"permanent": "Hill Giant", "amount": 6, "damage": 6, "toughness": 3},
        {"permanent": "Grizzly Bears", "amount": 6, "damage": 6, "toughness": 3}]


def test_614_1a_boon_reflection_doubles_lifelink_a_lord_gives(judge_yaml):
    # Regal Caracal: "Other Cats you control get +1/+1 and have lifelink." Savannah Lions
    # (a Cat) is a 3/2 with lifelink; Whip of Erebos gives lifelink again (redundant,
    # 702.15f) and to Hill Giant. Boon Reflection doubles each gain: 3 -> 6, 3 -> 6.
    r = judge_yaml(board("Regal Caracal, Savannah Lions, Boon Reflection, Whip of Erebos, Hill Giant",
                         "Grizzly Bears", "Savannah Lions: Bruno, Hill Giant: Bruno",
                         "block: {Grizzly Bears: Hill Giant}\n"))
    lions = r.state.battlefield["Savannah Lions"]
    assert (lions.power, lions.toughness) == (3, 2)
    assert lines(r, "120.3f") == ["120.3f Ana gains 6 life from Savannah Lions's lifelink (26 life).",
                                  "120.3f Ana gains 6 life from Hill Giant's lifelink (32 life)."]
    assert (r.state.players["Ana"].life, r.state.players["Bruno"].life) == (32, 17)
    assert r.state.graveyard == ["Grizzly Bears"]
