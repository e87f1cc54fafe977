"""The tournament director: structures as data, registration, seating and balancing,
levels and breaks, hand-for-hand, eliminations and prizes, DET, deals and events.

Start with `director.Tournament`, the coordinator; each concern is its own module
(`registration`, `rebuys`, `floor`, `timekeeper`, `eliminations`, `purse`, `final_deal`,
`cancel`) meeting in `field.Field`. `structure.load_structure` gives the presets; what a
kind (sit & go, satellite, shootout, ...) decides differently is its policy in `kinds`;
saved state is in `client.room.saved`.
"""
