"""The page: everything that touches the DOM, storage or timers.

It imports engine, never the reverse."""
