"""The tournament director: structures as data, registration, seating and balancing,
levels and breaks, hand-for-hand, eliminations and prizes, DET, deals and events.

Start with `director.Tournament`; `structure.load_structure` gives the presets.
"""
