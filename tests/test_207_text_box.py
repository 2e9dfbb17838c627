"""CR 207: the text box; ability words (207.2c) don't hide the ability after them."""

from __future__ import annotations


def test_207_2c_ability_word_before_a_requirement(db):
    from mtgjudge.oracle import compile_card

    names = [a.name for a in compile_card(db.get("Khârn the Betrayer")).abilities]
    assert names == ["attacks each combat if able", "blocks each combat if able"]
