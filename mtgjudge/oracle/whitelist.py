"""What the translators of phase's parse (:mod:`mtgjudge.oracle.phase`,
:mod:`mtgjudge.oracle.phase_triggers`) raise for what they don't read."""


class NotWhitelisted(Exception):
    """A node kind, field or value the translator doesn't know."""
