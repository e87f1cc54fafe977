"""Saved state: running tournaments and their tables as versioned data (msgspec, JSON).

`schema` holds the structs, `codec` turns them into JSON and back (upgrading older
versions through `migrations`), and `tournament` saves a `Tournament` and restores one.
Nothing here is code that runs on restore: a state is data, readable by any tool.
"""
