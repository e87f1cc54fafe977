"""Synthesise the table sounds into resources/sounds/*.wav (stdlib only: math and wave).

    python3 packaging/make_sounds.py [OUT_DIR]

Each cue is a few sine tones with a short attack and an exponential decay, 16-bit mono at
22,050 Hz, well under a second, so they are made here rather than taken from anywhere.
The output is byte-for-byte the same on every run (tests/ui/app/test_sounds.py checks the
shipped files against it).
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
#: (frequency in Hz, start in s, length in s, loudness 0..1) per tone, by cue name.
CUES: dict[str, tuple[tuple[float, float, float, float], ...]] = {
    # a rising two-note chime: it is your turn
    "your_turn": ((659.25, 0.0, 0.16, 0.55), (880.0, 0.12, 0.28, 0.55)),
    # three short high pips: your clock is almost out
    "time_running_out": ((1046.5, 0.0, 0.07, 0.5), (1046.5, 0.14, 0.07, 0.5),
                         (1046.5, 0.28, 0.07, 0.5)),
    # a low then a higher note held longer: the time bank has started
    "time_bank": ((392.0, 0.0, 0.18, 0.5), (587.33, 0.15, 0.35, 0.5)),
    # one soft blip: a chat message
    "chat": ((1318.5, 0.0, 0.09, 0.35),),
    # a rising arpeggio: a tournament event (level up, break, final table, prize)
    "tournament": ((523.25, 0.0, 0.14, 0.4), (659.25, 0.11, 0.14, 0.4),
                   (783.99, 0.22, 0.4, 0.4), (1046.5, 0.22, 0.4, 0.25)),
}


def samples(tones: tuple[tuple[float, float, float, float], ...]) -> list[int]:
    """The cue's 16-bit samples: the sum of its tones, each with a 5 ms attack and decay."""
    end = max(start + length for _, start, length, _ in tones)
    out = []
    for n in range(int(end * RATE) + RATE // 50):  # 20 ms of silence at the end
        t = n / RATE
        value = 0.0
        for frequency, start, length, loudness in tones:
            local = t - start
            if 0 <= local < length:
                attack = min(1.0, local / 0.005)
                decay = math.exp(-4.0 * local / length) * min(1.0, (length - local) / 0.005)
                value += loudness * attack * decay * math.sin(2 * math.pi * frequency * local)
        out.append(max(-32767, min(32767, round(value * 32767 * 0.8))))
    return out


def write_cue(path: Path, name: str) -> None:
    """Write one cue as a WAV file."""
    data = samples(CUES[name])
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(data)}h", *data))


def main(out: Path) -> list[Path]:
    """Write every cue into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in CUES:
        path = out / f"{name}.wav"
        write_cue(path, name)
        paths.append(path)
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / \
        "resources" / "sounds"
    for written in main(target):
        print(written, written.stat().st_size, "bytes")
