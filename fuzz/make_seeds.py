#!/usr/bin/env python3
"""Writes the starting corpora of the fuzz targets into fuzz/seeds/: the start
position of every preset, and positions and game records from short random
games played through the `mancala` command line. Run from the repository root after `cargo build --release`."""

import json
import os
import random
import subprocess

MANCALA = "target/release/mancala"
PRESETS = {
    "giuthi": [["--holes", "8", "--seeds", "8"], ["--holes", "5", "--seeds", "4"],
               ["--holes", "10", "--seeds", "9"]],
    "kiothi": [["--setup", "6"], ["--setup", "5"]],
    "en-gehe": [["--holes", "40"], ["--holes", "8"], ["--holes", "50"]],
    "hus": [["--holes", "8"], ["--holes", "24"]],
}


def mancala(*args):
    return json.loads(subprocess.run([MANCALA, *args], check=True, capture_output=True,
                                     text=True).stdout)


def random_move(state, rng):
    """A random legal move of a position or record, or None at the end."""
    position = state["start"] if "start" in state else state
    choices = mancala("moves", json.dumps(state))
    if not choices:
        return None
    choice = rng.choice(choices)
    if "lifts" in choice:  # Kiothi's opening
        place = [0] * 20
        for _ in range(choice["lifts"]):
            place[rng.randrange(20)] += 1
        return {"empty": choice["empty"], "place": place}
    return choice


def write(folder, name, value):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        f.write(json.dumps(value, separators=(",", ":")))


def main():
    rng = random.Random(7)
    for game, presets in PRESETS.items():
        for number, options in enumerate(presets):
            start = mancala("new", game, *options)
            record = {"start": start, "moves": []}
            write("fuzz/seeds/position", f"{game}-{number}-start.json", start)
            for ply in range(rng.randrange(8, 30)):
                mv = random_move(record, rng)
                if mv is None:
                    break
                out = mancala("play", json.dumps(record), json.dumps(mv))
                record = out["record"]
                if ply % 4 == 3:
                    write("fuzz/seeds/position", f"{game}-{number}-{ply}.json", out["position"])
                    write("fuzz/seeds/record", f"{game}-{number}-{ply}.json", record)
            write("fuzz/seeds/record", f"{game}-{number}-end.json", record)


if __name__ == "__main__":
    main()
