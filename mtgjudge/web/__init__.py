"""The web site of ``mtgjudge serve``: the table, rule and card pages, and a JSON API.

Needs the ``web`` extra (``pip install 'mtgjudge[web]'``). See :mod:`mtgjudge.web.app`.
"""
