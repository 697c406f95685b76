// A complete, valid questionnaire body (without user_id) for tests that need a participant who has answered it.
export const QUESTIONNAIRE = {
  age: 34,
  gender: 'Female',
  education: "Master's Degree",
  field_of_study: 'Film',
  familiarity: 'Somewhat Familiar',
  experience: 'Watched volumetric captures in a headset',
  understanding: 4,
  technical_knowledge: 'Somewhat Knowledgeable',
  quality_metrics: 'Not Familiar',
  previous_participation: 'No',
  quiz1: 'Captures 3D space',
  quiz2: 'Using multiple cameras and depth sensors',
  quiz3: 'Virtual Reality Experiences',
  consent: true,
};
