#!/usr/bin/env python3
"""Renders themes/dusk-lake.png: a photo-like dusk landscape made by the project.

    python3 scripts/make-wallpaper.py            # writes themes/dusk-lake.png
    python3 scripts/make-wallpaper.py out.png    # writes elsewhere

Everything is procedural and seeded, so the picture is the same on every run: a dusk sky from
deep blue to a peach horizon with a low sun, lit clouds from fractal noise, three mountain ranges
from 1-D fractal noise with haze that grows with distance, a dark forested shore, a lake that
mirrors the sky and the mountains with ripples, and fine film grain. 1179 × 2556 pixels, an
iPhone 15 Pro's screen at 3x. Needs numpy and Pillow.
"""
import pathlib
import sys

import numpy as np
from PIL import Image

WIDTH, HEIGHT = 1179, 2556
HORIZON = 0.60          # the lake's far shore, as a fraction of the height
SEED = 1179


def smooth_noise(rng, shape, scale, stretch=1.0):
    """Value noise: random values on a coarse grid (cells `scale` tall and `scale * stretch`
    wide), upsampled with smooth interpolation."""
    gh, gw = max(2, int(shape[0] / scale) + 2), max(2, int(shape[1] / (scale * stretch)) + 2)
    grid = rng.random((gh, gw))
    ys = np.linspace(0, gh - 1.001, shape[0])
    xs = np.linspace(0, gw - 1.001, shape[1])
    y0, x0 = ys.astype(int), xs.astype(int)
    fy, fx = ys - y0, xs - x0
    fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
    a = grid[y0][:, x0]
    b = grid[y0][:, x0 + 1]
    c = grid[y0 + 1][:, x0]
    d = grid[y0 + 1][:, x0 + 1]
    top = a + (b - a) * fx[None, :]
    bottom = c + (d - c) * fx[None, :]
    return top + (bottom - top) * fy[:, None]


def fractal(rng, shape, scale, octaves=5, persistence=0.5, stretch=1.0):
    """Octaves of value noise, each half the size and `persistence` times the strength, in 0…1."""
    total, amplitude, norm = np.zeros(shape), 1.0, 0.0
    for _ in range(octaves):
        total += amplitude * smooth_noise(rng, shape, max(scale, 1), stretch)
        norm += amplitude
        amplitude *= persistence
        scale /= 2
    return total / norm


def ridge(rng, width, scale, octaves=7):
    """A 1-D fractal profile in 0…1 for a mountain range's skyline."""
    return fractal(rng, (1, width), scale, octaves, 0.55)[0]


def lerp(a, b, t):
    return a + (b - a) * t


def sky(horizon):
    """Deep blue at the top to a peach horizon."""
    y = (np.arange(horizon) / horizon)[:, None, None]
    stops = [(0.00, (12, 17, 48)), (0.35, (36, 40, 100)), (0.62, (102, 64, 130)),
             (0.80, (206, 108, 108)), (0.92, (246, 164, 110)), (1.00, (255, 204, 148))]
    out = np.zeros((horizon, WIDTH, 3))
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        f = np.clip((y - t0) / (t1 - t0), 0, 1)
        out = np.where((y >= t0) & (y <= t1), lerp(np.array(c0, float), np.array(c1, float), f), out)
    return out


def main():
    target = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else \
        pathlib.Path(__file__).resolve().parent.parent / "themes" / "dusk-lake.png"
    rng = np.random.default_rng(SEED)
    horizon = int(HEIGHT * HORIZON)
    xs = np.arange(WIDTH)
    rows = np.arange(horizon)[:, None]
    image = np.zeros((HEIGHT, WIDTH, 3))
    image[:horizon] = sky(horizon)

    # Three ranges, farthest first: base height above the horizon and relief (fractions of the
    # height), colour, haze (how much sky shows through: aerial perspective), feature size.
    ranges = [((0.115, 0.10), (96, 74, 124), 0.55, 700),
              ((0.075, 0.085), (60, 44, 86), 0.30, 420),
              ((0.030, 0.055), (28, 22, 44), 0.08, 260)]
    crests = [horizon - (base + relief * (ridge(rng, WIDTH, scale) - 0.5) * 2) * HEIGHT
              for (base, relief), _, _, scale in ranges]

    # The sun has just set behind the far range, right of centre: its glow fills the gap.
    sun_x = int(WIDTH * 0.74)
    sun_y = crests[0][sun_x] + WIDTH * 0.02
    d = np.sqrt((xs[None, :] - sun_x) ** 2 + (rows - sun_y) ** 2)
    glow = np.exp(-(d / (WIDTH * 0.38)) ** 2) * 0.5 + np.exp(-(d / (WIDTH * 0.08)) ** 2) * 0.8
    image[:horizon] = lerp(image[:horizon], np.array([255, 222, 170.0]), np.clip(glow, 0, 1)[..., None])

    # Stars in the dark top of the sky.
    stars = rng.random((horizon, WIDTH)) > 0.9993
    fade = np.clip(1 - np.arange(horizon) / (horizon * 0.45), 0, 1)[:, None]
    image[:horizon] += (stars * fade * (rng.random((horizon, WIDTH)) * 0.8 + 0.2) * 170)[..., None]

    # Clouds: long horizontal streaks of fractal noise, warm where the sun lights them from
    # below, dusky blue higher up.
    cloud = fractal(rng, (horizon, WIDTH), 90, 6, 0.55, stretch=5)
    density = np.clip((cloud - 0.52) * 4.5, 0, 1)
    density *= np.exp(-((np.arange(horizon) / horizon - 0.64) / 0.17) ** 2)[:, None]
    lit = np.clip((np.arange(horizon) / horizon - 0.42) / 0.4, 0, 1)[:, None, None]
    cloud_color = lerp(np.array([64, 50, 104.0]), np.array([255, 156, 122.0]), lit)
    near_sun = np.exp(-(d / (WIDTH * 0.45)) ** 2)[..., None]
    cloud_color = lerp(cloud_color, np.array([255, 206, 150.0]), near_sun * 0.6)
    shade = (0.7 + 0.3 * fractal(rng, (horizon, WIDTH), 30, 4, stretch=3))[..., None]
    image[:horizon] = lerp(image[:horizon], cloud_color * shade, (density * 0.9)[..., None])

    for crest, (_, color, haze, _) in zip(crests, ranges):
        inside = rows >= crest[None, :]
        texture = fractal(rng, (horizon, WIDTH), 40, 5)
        depth = np.clip((rows - crest[None, :]) / (HEIGHT * 0.08), 0, 1)
        rock = np.array(color, float) * (0.82 + 0.3 * texture[..., None]) * (1 - 0.25 * depth[..., None])
        # Backlight catching the crests, strongest near the sun.
        rim = np.exp(-np.clip(rows - crest[None, :], 0, None) / 2.5) * (0.08 + 0.4 * near_sun[..., 0])
        rock = lerp(rock, np.array([255, 190, 140.0]), rim[..., None] * (1 - haze))
        image[:horizon] = np.where(inside[..., None], lerp(rock, image[:horizon], haze * 0.6), image[:horizon])

    # A dark forested shore: conifer tips from a sharpened sine over a noisy base line.
    tree_line = horizon - (0.006 + 0.012 * fractal(rng, (1, WIDTH), 14, 3)[0] ** 2) * HEIGHT
    tree_line -= np.abs(np.sin(xs / 3.1 + rng.random() * 6)) ** 6 * 10
    image[:horizon] = np.where((rows >= tree_line[None, :])[..., None], np.array([14, 12, 24.0]), image[:horizon])

    # The lake mirrors the scene, darker, broken by ripples that grow towards the viewer.
    lake_rows = HEIGHT - horizon
    distance = np.arange(lake_rows) / lake_rows            # 0 at the shore, 1 at the bottom
    amplitude = (2 + 22 * distance ** 1.6)[:, None]
    wave = fractal(rng, (lake_rows, WIDTH), 6, 4, stretch=12) - 0.5
    source_rows = np.clip(horizon - 1 - np.arange(lake_rows)[:, None] - wave * amplitude * 0.8, 0, horizon - 1).astype(int)
    source_cols = np.clip(xs[None, :] + (wave * amplitude * 0.3).astype(int), 0, WIDTH - 1)
    lake = lerp(np.array([10, 14, 36.0]), image[source_rows, source_cols], (0.74 - 0.32 * distance)[:, None, None])
    ripple = fractal(rng, (lake_rows, WIDTH), 3, 3, stretch=14)
    lake *= (0.88 + 0.24 * ripple)[..., None]
    # Glints of the sun on ripple crests, in a widening path under it.
    path = np.exp(-((xs[None, :] - sun_x) / (WIDTH * (0.04 + 0.16 * distance[:, None]))) ** 2)
    crest = np.clip((ripple - 0.62) * 7, 0, 1)
    lake = lerp(lake, np.array([255, 216, 166.0]), (path * crest * (1 - 0.7 * distance[:, None]) * 0.85)[..., None])
    image[horizon:] = lake

    # Vignette and film grain, as a lens and a sensor would add them.
    cy, cx = np.arange(HEIGHT)[:, None] / HEIGHT - 0.5, xs[None, :] / WIDTH - 0.5
    image *= (1 - 0.35 * np.clip((cx ** 2 * 1.2 + cy ** 2) * 2.2, 0, 1))[..., None]
    image += rng.normal(0, 1.4, (HEIGHT, WIDTH, 1))

    pixels = np.clip(image + 0.5, 0, 255).astype(np.uint8)
    Image.fromarray(pixels, "RGB").save(target, optimize=True)
    print(f"{target}: {WIDTH}×{HEIGHT}, {target.stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
