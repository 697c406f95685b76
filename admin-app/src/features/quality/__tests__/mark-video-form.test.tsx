import { fireEvent, render, screen } from '@testing-library/react';
import { RATING_LABEL_SETS } from '@vvq/contracts';
import { unratedVideoRow } from '../../../testing/video-rows';
import { MarkVideoForm } from '../components/mark-video-form';

const VIDEOS = [3].map(unratedVideoRow);

function renderForm(scoreLabels = RATING_LABEL_SETS.spec.slider) {
  const onSubmit = jest.fn(async () => undefined);
  render(<MarkVideoForm videos={VIDEOS} scoreLabels={scoreLabels} onSubmit={onSubmit} />);
  fireEvent.change(screen.getByLabelText('Video'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Use as'), { target: { value: 'trap' } });
  const instruction = () => screen.getByLabelText('Instruction shown over the clip') as HTMLTextAreaElement;
  return { onSubmit, instruction };
}

describe('mark video form: a trap carries its instruction', () => {
  it('suggests the instruction from the asked score in the study’s scale words and sends it', async () => {
    const { onSubmit, instruction } = renderForm();
    fireEvent.change(screen.getByLabelText('overall score'), { target: { value: '2' } });
    expect(instruction().value).toBe("For this clip, please rate Overall Experience 'Poor' (2).");
    for (const d of ['clarity', 'interaction', 'depth']) fireEvent.click(screen.getByLabelText(d));
    for (const d of ['clarity', 'interaction', 'depth'])
      fireEvent.change(screen.getByLabelText(`${d} score`), { target: { value: '2' } });
    expect(instruction().value).toBe("For this clip, please rate every question 'Poor' (2).");
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    await screen.findByRole('button', { name: 'Save mark' });
    expect(onSubmit).toHaveBeenCalledWith(
      3,
      {
        kind: 'trap',
        targets: {
          clarity: { score: 2, tolerance: 0 },
          interaction: { score: 2, tolerance: 0 },
          depth: { score: 2, tolerance: 0 },
          overall: { score: 2, tolerance: 0 },
        },
        instruction: "For this clip, please rate every question 'Poor' (2).",
      },
      'video 3',
    );
  });

  it('uses the label preset the study shows (ITU ACR: 1 is "Bad") and names the words in the score list', () => {
    const { instruction } = renderForm(RATING_LABEL_SETS['itu-acr'].slider);
    fireEvent.change(screen.getByLabelText('overall score'), { target: { value: '1' } });
    expect(instruction().value).toBe("For this clip, please rate Overall Experience 'Bad' (1).");
    expect(screen.getAllByRole('option', { name: '1 — Bad' })).toHaveLength(4);
  });

  it('keeps an edited instruction, refuses a blank one, and warns when the trap asks for the sliders’ start', () => {
    const { onSubmit, instruction } = renderForm();
    fireEvent.change(instruction(), { target: { value: '  Please move every slider to Poor.  ' } });
    fireEvent.change(screen.getByLabelText('overall score'), { target: { value: '4' } });
    expect(instruction().value).toBe('  Please move every slider to Poor.  ');
    fireEvent.change(instruction(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Save mark' })).toBeDisabled();
    expect(
      screen.getByText('A trap needs its instruction: without it every honest rater fails.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use the suggested text' }));
    expect(instruction().value).toBe("For this clip, please rate Overall Experience 'Good' (4).");
    fireEvent.change(screen.getByLabelText('overall score'), { target: { value: '3' } });
    expect(screen.getByText(/an untouched submission already gives 3/i)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends no instruction for gold and training', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Use as'), { target: { value: 'gold' } });
    expect(screen.queryByLabelText('Instruction shown over the clip')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    await screen.findByRole('button', { name: 'Save mark' });
    expect(onSubmit).toHaveBeenCalledWith(
      3,
      { kind: 'gold', targets: { overall: { score: 5, tolerance: 1 } } },
      'video 3',
    );
  });
});
