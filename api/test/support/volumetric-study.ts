import request from 'supertest';
import { ApiRoutes, type SessionStartResponse } from '@vvq/contracts';
import { Video } from '../../src/modules/videos/video.entity.js';
import { api, bearer, signupAndLogin, type Participant } from './api-helpers.js';
import type { TestApp } from './test-app.js';

/**
 * A catalogue of `count` volumetric stimuli over two contents and five levels (sequence manifests under
 * /media/volumetric), inserted straight into the table: the suites about viewing paths need only the rows.
 */
export async function insertVolumetricCatalogue(t: TestApp, count = 12): Promise<void> {
  await t.dataSource.getRepository(Video).insert(
    Array.from({ length: count }, (_, i) => ({
      content: `figure${i % 2}`,
      view: '6dof',
      compression_type: 'draco',
      qp: `R${(i % 5) + 1}`,
      label: `vol_${i}`,
      url: `/media/volumetric/vol_${i}/sequence.json`,
      kind: 'volumetric',
      is_reference: false,
      attributes: null,
      retired_at: null,
      ratings_count: 0,
      reserved_count: 0,
      load_count: 0,
    })),
  );
}

/** A new participant with a started session. */
export async function participantWithSession(
  t: TestApp,
): Promise<{ p: Participant; s: SessionStartResponse }> {
  const p = await signupAndLogin(t);
  const res = await request(t.server)
    .post(api(ApiRoutes.sessionStart))
    .set(bearer(p.token))
    .send({ userId: p.user_id })
    .expect(200);
  return { p, s: res.body as SessionStartResponse };
}
