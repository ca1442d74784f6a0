// The four sample tables every workspace's library starts with. Sizes are in metres.
import { box, cylinder, merge } from "./geometry.mjs";

const legs = (w, d, legH, thick, inset) =>
  [-1, 1].flatMap((sx) => [-1, 1].map((sz) => box(thick, legH, thick, [sx * (w / 2 - inset), legH / 2, sz * (d / 2 - inset)])));

export const SAMPLE_TABLES = [
  {
    slug: "oak-dining-table",
    name: "Oak Dining Table",
    tags: ["table", "dining", "wood"],
    parts: [
      { material: "oak", color: [0.62, 0.43, 0.25, 1], roughness: 0.7, mesh: box(1.8, 0.05, 0.9, [0, 0.725, 0]) },
      { material: "oak-legs", color: [0.5, 0.34, 0.2, 1], roughness: 0.75, mesh: merge(legs(1.8, 0.9, 0.7, 0.07, 0.08)) },
    ],
  },
  {
    slug: "round-cafe-table",
    name: "Round Café Table",
    tags: ["table", "cafe", "metal"],
    parts: [
      { material: "marble", color: [0.93, 0.92, 0.9, 1], roughness: 0.25, mesh: cylinder(0.35, 0.03, 48, [0, 0.735, 0]) },
      {
        material: "black-steel",
        color: [0.08, 0.08, 0.09, 1],
        roughness: 0.4,
        metallic: 0.9,
        mesh: merge([cylinder(0.03, 0.7, 24, [0, 0.37, 0]), cylinder(0.24, 0.02, 48, [0, 0.01, 0])]),
      },
    ],
  },
  {
    slug: "glass-coffee-table",
    name: "Glass Coffee Table",
    tags: ["table", "coffee", "glass", "living room"],
    parts: [
      {
        material: "glass",
        color: [0.75, 0.88, 0.92, 0.35],
        roughness: 0.05,
        blend: true,
        mesh: box(1.1, 0.02, 0.6, [0, 0.42, 0]),
      },
      {
        material: "brushed-steel",
        color: [0.75, 0.75, 0.78, 1],
        roughness: 0.3,
        metallic: 1,
        mesh: merge([...legs(1.1, 0.6, 0.41, 0.03, 0.04), box(1.0, 0.02, 0.5, [0, 0.12, 0])]),
      },
    ],
  },
  {
    slug: "walnut-side-table",
    name: "Walnut Side Table",
    tags: ["table", "side", "wood", "bedroom"],
    parts: [
      { material: "walnut", color: [0.36, 0.23, 0.15, 1], roughness: 0.6, mesh: box(0.5, 0.04, 0.5, [0, 0.56, 0]) },
      { material: "walnut-shelf", color: [0.36, 0.23, 0.15, 1], roughness: 0.6, mesh: box(0.44, 0.025, 0.44, [0, 0.2, 0]) },
      { material: "walnut-legs", color: [0.3, 0.19, 0.12, 1], roughness: 0.65, mesh: merge(legs(0.5, 0.5, 0.54, 0.04, 0.04)) },
    ],
  },
];
