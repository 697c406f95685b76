/** What the 3D test render found: WebGL 2 or not, and frames per second. */
export interface RenderTest {
  webgl2: boolean;
  render_fps: number | null;
}

const VERTEX = `#version 300 es
in vec3 p;
void main() { gl_Position = vec4(p, 1.0); gl_PointSize = 2.0; }`;
const FRAGMENT = `#version 300 es
precision mediump float;
out vec4 c;
void main() { c = vec4(0.9, 0.7, 0.4, 1.0); }`;

/**
 * The environment check's 3D test for volumetric studies: like the 6DoF player, it replaces a buffer of `points`
 * points and draws it every animation frame for `durationMs`, waiting for each frame to finish (one pixel read
 * back), and reports the frames per second reached. No WebGL 2: { webgl2: false }.
 */
export async function measureRenderFps(
  points = 30_000,
  durationMs = 1000,
  antialias = true,
): Promise<RenderTest> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  // Multisampled or not as the study's player draws (volumetric_antialias): it roughly doubles a software renderer's cost.
  const gl = canvas.getContext('webgl2', { antialias });
  if (!gl) return { webgl2: false, render_fps: null };
  const program = gl.createProgram()!;
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  gl.useProgram(program);
  const data = new Float32Array(points * 3);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, data.byteLength, gl.DYNAMIC_DRAW);
  const location = gl.getAttribLocation(program, 'p');
  gl.enableVertexAttribArray(location);
  gl.vertexAttribPointer(location, 3, gl.FLOAT, false, 0, 0);
  const pixel = new Uint8Array(4);
  let frames = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = frames * 0.05;
      for (let i = 0; i < points; i++) {
        const a = (i / points) * Math.PI * 2;
        data[i * 3] = Math.cos(a + t) * 0.8;
        data[i * 3 + 1] = Math.sin(3 * a) * 0.8;
        data[i * 3 + 2] = 0;
      }
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, data);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.POINTS, 0, points);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      frames++;
      if (performance.now() - start < durationMs) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  const seconds = (performance.now() - start) / 1000;
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { webgl2: true, render_fps: Math.round((frames / seconds) * 10) / 10 };
}
