// Small mesh builders for the sample tables: positions, normals and indices of boxes and
// cylinders, enough to build recognisable furniture without any external asset.

/** An axis-aligned box centred on (cx, cy, cz) with flat-shaded faces. */
export function box(w, h, d, [cx, cy, cz] = [0, 0, 0]) {
  const x = w / 2,
    y = h / 2,
    z = d / 2;
  const faces = [
    {
      n: [1, 0, 0],
      v: [
        [x, -y, z],
        [x, -y, -z],
        [x, y, -z],
        [x, y, z],
      ],
    },
    {
      n: [-1, 0, 0],
      v: [
        [-x, -y, -z],
        [-x, -y, z],
        [-x, y, z],
        [-x, y, -z],
      ],
    },
    {
      n: [0, 1, 0],
      v: [
        [-x, y, z],
        [x, y, z],
        [x, y, -z],
        [-x, y, -z],
      ],
    },
    {
      n: [0, -1, 0],
      v: [
        [-x, -y, -z],
        [x, -y, -z],
        [x, -y, z],
        [-x, -y, z],
      ],
    },
    {
      n: [0, 0, 1],
      v: [
        [-x, -y, z],
        [x, -y, z],
        [x, y, z],
        [-x, y, z],
      ],
    },
    {
      n: [0, 0, -1],
      v: [
        [x, -y, -z],
        [-x, -y, -z],
        [-x, y, -z],
        [x, y, -z],
      ],
    },
  ];
  const positions = [],
    normals = [],
    indices = [];
  for (const face of faces) {
    const base = positions.length / 3;
    for (const [vx, vy, vz] of face.v) {
      positions.push(vx + cx, vy + cy, vz + cz);
      normals.push(...face.n);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions, normals, indices };
}

/** A capped cylinder along Y, centred on (cx, cy, cz), with smooth sides. */
export function cylinder(radius, height, segments, [cx, cy, cz] = [0, 0, 0]) {
  const positions = [],
    normals = [],
    indices = [];
  const h = height / 2;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const nx = Math.cos(a),
      nz = Math.sin(a);
    positions.push(cx + nx * radius, cy - h, cz + nz * radius, cx + nx * radius, cy + h, cz + nz * radius);
    normals.push(nx, 0, nz, nx, 0, nz);
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    indices.push(a, a + 1, a + 3, a, a + 3, a + 2);
  }
  for (const [y, ny] of [
    [h, 1],
    [-h, -1],
  ]) {
    const centre = positions.length / 3;
    positions.push(cx, cy + y, cz);
    normals.push(0, ny, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      positions.push(cx + Math.cos(a) * radius, cy + y, cz + Math.sin(a) * radius);
      normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++) {
      const p = centre + 1 + i;
      if (ny > 0) indices.push(centre, p + 1, p);
      else indices.push(centre, p, p + 1);
    }
  }
  return { positions, normals, indices };
}

/** Joins several parts into one mesh so each material is one draw call. */
export function merge(parts) {
  const out = { positions: [], normals: [], indices: [] };
  for (const part of parts) {
    const base = out.positions.length / 3;
    out.positions.push(...part.positions);
    out.normals.push(...part.normals);
    out.indices.push(...part.indices.map((i) => i + base));
  }
  return out;
}
