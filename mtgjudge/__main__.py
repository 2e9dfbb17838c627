"""``python -m mtgjudge`` runs the command line."""

from mtgjudge.cli import main

main()
