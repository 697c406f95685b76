/* global window, document */
// Bundled by scripts/bench/volumetric-same-picture.mjs: draws one media frame of a sequence with the real player at a
// given camera turn and returns the canvas as a PNG data URL.
import { DracoDecodePool, VolumetricPlayer } from '@vvq/volumetric';

window.shot = async ({ baseUrl, frame, antialias, yaw }) => {
  const pool = await DracoDecodePool.create(
    { wrapperUrl: '/draco/draco_wasm_wrapper.js', wasmUrl: '/draco/draco_decoder.wasm' },
    1,
  );
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:960px;height:540px;display:block';
  document.body.replaceChildren(canvas);
  const player = await VolumetricPlayer.open({ canvas, baseUrl, decoder: pool, antialias, mode: 'replay' });
  player.renderer.resize(960, 540);
  player.rig.orbit(yaw, 0.1, 'mouse', false);
  player.rig.apply(player.renderer.camera);
  const c = player.renderer.camera;
  await player.showLogged({
    t: 0,
    frame,
    position: [c.position.x, c.position.y, c.position.z],
    quaternion: [c.quaternion.x, c.quaternion.y, c.quaternion.z, c.quaternion.w],
    target: [0, 0, 0],
    fov: c.fov,
  });
  // Read in the same task as the draw: the drawing buffer is not preserved past it.
  const url = canvas.toDataURL('image/png');
  player.dispose();
  pool.dispose();
  return url;
};
