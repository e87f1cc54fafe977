"""The room service: the facade over the poker room that adapters and the server wrap."""
