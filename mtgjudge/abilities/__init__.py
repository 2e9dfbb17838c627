"""What a permanent can have: the :class:`~mtgjudge.abilities.base.Ability` protocol (the
hooks and handlers the rules call), the keyword flags, and the one keyword table
(:mod:`mtgjudge.abilities.keywords`). The abilities themselves are defined beside the
rules they follow (``mtgjudge/cr/r702_*.py`` for keywords) and registered in the table.
"""
