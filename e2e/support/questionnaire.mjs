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

/** Fills the questionnaire form through its labels, as a participant would (`main` = the page's main landmark). */
export async function fillQuestionnaire(main) {
  await main.getByLabel('Age').fill('29');
  await main.getByLabel('Gender').selectOption('Female');
  await main.getByLabel('Education').selectOption("Bachelor's Degree");
  await main.getByLabel('Field of Study').selectOption('Film');
  await main.getByLabel('How familiar are you with volumetric video?').selectOption('Somewhat Familiar');
  await main.getByLabel(/Describe your experience/).fill('I have watched a few VR concerts.');
  await main
    .getByRole('radiogroup', { name: /understand volumetric video/ })
    .getByLabel('3')
    .check();
  await main.getByLabel('Technical Knowledge of video technology').selectOption('Not Knowledgeable');
  await main.getByLabel('How familiar are you with video quality metrics?').selectOption('Not Familiar');
  await main
    .getByRole('radiogroup', { name: /participated/ })
    .getByLabel('No')
    .check();
  await main
    .getByRole('radiogroup', { name: /Quiz 1/ })
    .getByLabel('Captures 3D space')
    .check();
  await main
    .getByRole('radiogroup', { name: /Quiz 2/ })
    .getByLabel('Using multiple cameras and depth sensors')
    .check();
  await main
    .getByRole('radiogroup', { name: /Quiz 3/ })
    .getByLabel('Virtual Reality Experiences')
    .check();
  await main.getByLabel(/I agree to participate in this study/).check();
}
