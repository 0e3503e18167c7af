"""Generate the sound effects in assets/sounds/ (rerunnable; stdlib only: wave + math + random).

    python tools/make_sounds.py [--check]

``--check`` synthesizes in memory and fails if a file in assets/sounds/ differs.

Every effect is synthesized from sine waves, noise and envelopes, so the sounds are the project's own.
A fixed seed makes the output byte-identical on every run.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(i: int, n: int, attack: float = 0.01, release: float = 0.3) -> float:
    t = i / RATE
    total = n / RATE
    if t < attack:
        return t / attack
    tail = total - t
    return min(1.0, tail / release) if release else 1.0


def noise_burst(rng, seconds, decay, lowpass=0.5, gain=0.6):
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last = last + lowpass * (rng.uniform(-1, 1) - last)  # one-pole low-pass: softer noise
        out.append(gain * last * math.exp(-decay * i / RATE))
    return out


def tone(freq, seconds, gain=0.5, decay=6.0, bend=0.0):
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = freq * (1 + bend * i / n)
        phase += 2 * math.pi * f / RATE
        out.append(gain * math.sin(phase) * math.exp(-decay * i / RATE) * envelope(i, n, 0.005, 0.05))
    return out


def mix(*tracks, offsets=None):
    offsets = offsets or [0.0] * len(tracks)
    length = max(int(o * RATE) + len(t) for t, o in zip(tracks, offsets))
    out = [0.0] * length
    for t, o in zip(tracks, offsets):
        start = int(o * RATE)
        for i, v in enumerate(t):
            out[start + i] += v
    return out


def effects(rng) -> dict[str, list[float]]:
    card = noise_burst(rng, 0.09, 45, 0.8, 0.5)
    shuffle = mix(*[noise_burst(rng, 0.07, 50, 0.7, 0.35) for _ in range(9)],
                  offsets=[k * 0.045 + rng.uniform(0, 0.01) for k in range(9)])
    pour = [v * (0.6 + 0.4 * math.sin(2 * math.pi * 9 * i / RATE)) * envelope(i, int(RATE * 0.7), 0.08, 0.25)
            for i, v in enumerate(noise_burst(rng, 0.7, 0.5, 0.12, 0.9))]
    explosion = mix(noise_burst(rng, 1.0, 4.5, 0.08, 1.4), tone(55, 0.8, 0.6, 5, -0.4))
    click = tone(1400, 0.04, 0.35, 60)
    win = mix(tone(523, 0.25, 0.35, 5), tone(659, 0.25, 0.35, 5), tone(784, 0.5, 0.35, 4),
              offsets=[0.0, 0.12, 0.24])
    error = mix(tone(220, 0.12, 0.35, 12), tone(185, 0.16, 0.35, 12), offsets=[0.0, 0.1])
    return {"card": card, "shuffle": shuffle, "pour": pour, "explosion": explosion, "click": click,
            "win": win, "error": error}


def wav_bytes(samples: list[float]) -> bytes:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak) * 32767
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(v * scale)) for v in samples))
    return buffer.getvalue()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a sound file is out of date")
    args = parser.parse_args(argv)
    stale = []
    for name, samples in effects(random.Random(1234)).items():
        path, data = OUT / f"{name}.wav", wav_bytes(samples)
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")
    if args.check:
        print(f"differ from the generator: {', '.join(stale)}" if stale else "sounds are up to date")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
