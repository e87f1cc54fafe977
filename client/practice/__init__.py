"""Offline practice and QA tools on the embedded engine (no server).

* `scenario`: TOML scenario files for testers (seats, stacks, deck or seed, structure,
  clock) with typed validation errors; `run`: open one for the GUI (`open_scenario`) or
  play it headless and report the results (`run_scenario`).
* `table_session`: a table scenario hand by hand, the human seat waiting for the player.
* `record`: a hand's record (config with its seed, actions, events) and its exact replay.
* `replay`: a step-by-step model of a hand history for the GUI (forward/back).
* `session`: a practice tournament: the player's table at human pace, every other table
  simulated at full speed, fast-forward, a real or simulated clock.
"""
