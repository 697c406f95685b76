/** The six landing-page questions (spec section 2, landing). */
export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is the purpose of this study?',
    answer:
      'We study how people perceive the quality of volumetric (3D) video under different kinds of compression. ' +
      'Your ratings help us understand which distortions matter most to viewers.',
  },
  {
    question: 'How does the rating work?',
    answer:
      'After a short questionnaire you are assigned four videos. Watch each one and rate its visual clarity, ' +
      'depth perception, ease of interaction and overall experience on a scale from 1 to 5.',
  },
  {
    question: 'What is ITU-R BT.500?',
    answer:
      'ITU-R BT.500 is the International Telecommunication Union recommendation describing methods for the ' +
      'subjective assessment of the quality of television and video pictures. We follow its approach.',
  },
  {
    question: 'Who can participate?',
    answer:
      'Anyone can take part: participation is voluntary and people of all backgrounds are welcome. ' +
      'No prior knowledge of video technology is needed.',
  },
  {
    question: 'What data is collected?',
    answer:
      'Your name and e-mail to sign in, your questionnaire answers and your ratings. Your data is kept secure ' +
      'and anonymous in every analysis.',
  },
  {
    question: 'How will my feedback be used?',
    answer:
      'Ratings are aggregated to evaluate compression methods for volumetric video and to improve future ' +
      'streaming and coding techniques. Results are used for research purposes only.',
  },
];
