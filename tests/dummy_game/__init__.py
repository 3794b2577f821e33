"""A tiny game built the way docs/ENGINE_CONTRACT.md ("How to add a game") says: rules + bot + scene on the
table kit. Race to ten: on your turn add 1 or 2 to the shared count; who reaches ten wins."""
