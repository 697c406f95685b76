// The rows of a finished study of realistic shape, generated deterministically (same seed → same study on both
// databases): a catalogue of contents × views × compression types × QP levels, participants who signed up over
// 60 days, each with a questionnaire, one session, 4 trials and 4 ratings spread so every video's count is within
// 1 of every other (what the product's least-loaded assignment produces), login/logout events and contact messages.
import { sqlTime } from './sql-time.mjs';

export const VIDEOS_PER_PARTICIPANT = 4;
const DAY = 86_400_000;
const STUDY_DAYS = 60;
const CONTENTS = ['longdress', 'loot', 'redandblack', 'soldier', 'basketball', 'dancer', 'exercise', 'model'];
const VIEWS = ['front', 'side', 'back', 'top'];
const COMPRESSION = ['texture_compression', 'geometry_compression', 'geometry_and_texture_compression'];
const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other'];
const EDUCATIONS = ['High School', "Bachelor's Degree", "Master's Degree", 'Ph.D.', 'Other'];
const FIELDS = ['Engineering', 'Arts and Creative Industries', 'Film', 'Other'];
const FAMILIARITY = ['Very Familiar', 'Somewhat Familiar', 'Not Familiar'];
const KNOWLEDGE = ['Very Knowledgeable', 'Somewhat Knowledgeable', 'Not Knowledgeable'];
const QUIZ1 = ['Captures 3D space', 'Captures 2D space', 'Only sound', 'None of the above'];
const QUIZ2 = [
  'With a standard video camera',
  'Using multiple cameras and depth sensors',
  'Via 2D animation software',
];
const QUIZ3 = ['Text Messaging', 'Virtual Reality Experiences', 'Music Production', 'None of the above'];
const COMMENTS = [
  'looks fine',
  'some blocking on the face',
  'flickering at the edges',
  'very sharp',
  'hard to judge depth',
];

/** A small deterministic generator (LCG), so a study can be reproduced exactly. */
export function lcg(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const clampScore = (x) => Math.max(1, Math.min(5, Math.round(x)));

/** Catalogue rows [id, content, view, compression_type, qp, label, url] and each video's true quality (1..5). */
export function catalogue(count) {
  const levels = Math.ceil(count / (CONTENTS.length * VIEWS.length * COMPRESSION.length));
  const rows = [];
  const quality = [];
  for (let id = 1; id <= count; id++) {
    const i = id - 1;
    const content = CONTENTS[i % CONTENTS.length];
    const view = VIEWS[Math.floor(i / CONTENTS.length) % VIEWS.length];
    const type = COMPRESSION[Math.floor(i / (CONTENTS.length * VIEWS.length)) % COMPRESSION.length];
    const level = Math.floor(i / (CONTENTS.length * VIEWS.length * COMPRESSION.length));
    const qp = String(20 + level);
    const label = `${content}_${view}_${type}_qp${qp}`;
    rows.push([id, content, view, type, qp, label, `/media/catalogue/${label}.mp4`]);
    quality.push(5 - (4 * level) / Math.max(1, levels - 1));
  }
  return { rows, quality };
}

/**
 * Balanced assignment: participant p gets positions 4p..4p+3 of one fixed shuffled order of the catalogue, taken
 * cyclically, so every video is rated floor or ceil(total/videos) times and nobody gets the same video twice.
 */
function assignmentOrder(videoCount, random) {
  const order = Array.from({ length: videoCount }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Every table's rows for `participants` participants on a catalogue of `videoCount` videos, ending at `now`. */
export function studyRows({ videoCount, participants, now = new Date(), seed = 8448 }) {
  if (videoCount < VIDEOS_PER_PARTICIPANT)
    throw new Error(`--videos must be at least ${VIDEOS_PER_PARTICIPANT}`);
  const random = lcg(seed);
  const { rows: videos, quality } = catalogue(videoCount);
  const order = assignmentOrder(videoCount, random);
  const start = now.getTime() - STUDY_DAYS * DAY;
  const out = {
    videos,
    users: [],
    events: [],
    questionnaires: [],
    sessions: [],
    trials: [],
    ratings: [],
    messages: [],
  };
  const ratingsPerVideo = new Array(videoCount + 1).fill(0);
  let trialId = 0;
  for (let u = 1; u <= participants; u++) {
    // Sign-ups come in waves (lecture days) over 60 days: a squared draw crowds them toward the start of each wave.
    const wave = Math.floor(random() * 6);
    const joined = new Date(start + (wave * 10 + 10 * random() ** 2) * DAY * 0.98);
    const inMinutes = (m) => new Date(joined.getTime() + m * 60_000);
    out.users.push([u, `Participant ${u}`, `p${u}@example.org`, joined]);
    const visits = 1 + Math.floor(random() * 3);
    for (let v = 0; v < visits; v++) {
      const at = v === 0 ? inMinutes(1) : inMinutes(60 * 24 * v + 60 * random());
      if (at.getTime() >= now.getTime()) break;
      out.events.push([u, 'login', at]);
      if (random() < 0.7)
        out.events.push([u, 'logout', new Date(at.getTime() + (10 + 30 * random()) * 60_000)]);
    }
    out.questionnaires.push([
      u,
      u,
      18 + Math.floor(random() * 50),
      pick(random, GENDERS),
      pick(random, EDUCATIONS),
      pick(random, FIELDS),
      pick(random, FAMILIARITY),
      random() < 0.3 ? 'Watched volumetric captures in a VR headset' : null,
      1 + Math.floor(random() * 5),
      pick(random, KNOWLEDGE),
      pick(random, FAMILIARITY),
      random() < 0.2 ? 'Yes' : 'No',
      pick(random, QUIZ1),
      pick(random, QUIZ2),
      pick(random, QUIZ3),
      1,
      inMinutes(3),
    ]);
    out.sessions.push([u, u, inMinutes(5)]);
    // About 4 % of observers answer at random: BT.500 screening has someone to reject.
    const careless = random() < 0.04;
    const bias = (random() - 0.5) * 1.2;
    for (let k = 0; k < VIDEOS_PER_PARTICIPANT; k++) {
      const videoId = order[((u - 1) * VIDEOS_PER_PARTICIPANT + k) % videoCount];
      trialId++;
      ratingsPerVideo[videoId]++;
      const assigned = inMinutes(5);
      const rated = inMinutes(6 + 2 * k + random());
      out.trials.push([
        trialId,
        u,
        u,
        videoId,
        assigned,
        new Date(assigned.getTime() + 120 * 60_000),
        rated,
        0,
      ]);
      const score = () =>
        careless
          ? 1 + Math.floor(random() * 5)
          : clampScore(quality[videoId - 1] + bias + (random() - 0.5) * 1.6);
      out.ratings.push([
        trialId,
        trialId,
        u,
        videoId,
        score(),
        score(),
        score(),
        score(),
        random() < 0.15 ? pick(random, COMMENTS) : null,
        rated,
        1920,
        1080,
        1,
        random() < 0.9 ? 1 : 0,
      ]);
    }
  }
  const messageCount = Math.max(1, Math.round(participants / 50));
  for (let m = 1; m <= messageCount; m++) {
    const at = new Date(start + random() * STUDY_DAYS * DAY * 0.99);
    const answered = random() < 0.6 ? new Date(at.getTime() + DAY * random()) : null;
    out.messages.push([
      m,
      `Participant ${m}`,
      `p${m}@example.org`,
      `The video ${m} did not load on my phone, can you help?`,
      at,
      answered,
    ]);
  }
  for (const v of videos) v.push(ratingsPerVideo[v[0]], 0, ratingsPerVideo[v[0]]);
  return out;
}

/** The rows with every Date turned into the dialect's datetime text. */
export function toDialect(rows, dialect) {
  const conv = (row) => row.map((x) => (x instanceof Date ? sqlTime(dialect, x) : x));
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.map(conv)]));
}
