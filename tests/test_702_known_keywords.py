"""An unknown keyword's error lists exactly the keywords a permanent can be given."""

from __future__ import annotations

import re

import pytest

from mtgjudge import BoardError, Game
from mtgjudge.oracle import keyword_ability


def test_702_unknown_keyword_lists_exactly_the_keywords_accepted():
    g = Game(["Ana", "Bruno"], db=object())
    with pytest.raises(BoardError) as e:
        g.add_creature("Bear", "Ana", 2, 2, keywords=["bloodthirst 1"])
    known = re.search(r"models \((.*)\) nor", str(e.value)).group(1).split(", ")
    assert "toxic N" in known and "desertwalk" in known and "<land type>walk" not in known
    for item in known:
        example = item.replace(" N", " 2")
        assert keyword_ability(example) is not None, item
    assert keyword_ability("cloudwalk") is None and "cloudwalk" not in known
