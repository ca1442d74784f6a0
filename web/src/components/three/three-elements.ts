/**
 * The three.js classes our scenes write as JSX (`<mesh>`, `<directionalLight>`…), and the ones
 * drei's components we use render. react-three-fiber's own `Canvas` registers the whole `THREE`
 * namespace, which keeps all of three.js in the bundle; registering only these lets the bundler
 * drop the rest. A scene that writes an element missing here fails loudly on first render
 * ("… is not part of the THREE namespace"), so add the class here when you use a new one.
 */
export {
  BoxGeometry,
  CircleGeometry,
  Color,
  DirectionalLight,
  Fog,
  GridHelper,
  Group,
  HemisphereLight,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  OrthographicCamera,
  PlaneGeometry,
  ShadowMaterial,
} from "three";
