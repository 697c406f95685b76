import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RATING_LABEL_PRESETS,
  RATING_LABEL_SETS,
  type QualityMark,
  type QualityMarkRequest,
  type RatingLabelPreset,
} from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../../study-settings';
import { videosQueryOptions } from '../../videos';
import { clearQualityMark } from '../api/clear-quality-mark';
import { QUALITY_MARKS_KEY, qualityMarksQueryOptions } from '../api/get-quality-marks';
import { setQualityMark } from '../api/set-quality-mark';

/**
 * The catalogue (to choose from), its marks, the study's slider words (a trap's suggested instruction uses them; the
 * spec's when the settings cannot be read), and the two changes; the list follows each change at once.
 */
export function useQualityMarks() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const marks = useQuery(qualityMarksQueryOptions(apiBase));
  const videos = useQuery(videosQueryOptions(apiBase));
  const settings = useQuery(studySettingsQueryOptions(apiBase));
  const preset = settings.data?.settings.rating_labels;
  const scoreLabels =
    RATING_LABEL_SETS[
      (RATING_LABEL_PRESETS as readonly unknown[]).includes(preset) ? (preset as RatingLabelPreset) : 'spec'
    ].slider;

  const set = useMutation({
    mutationFn: ({ videoId, body }: { videoId: number; body: QualityMarkRequest }) =>
      setQualityMark(apiBase, videoId, body),
    onSuccess: (mark) =>
      queryClient.setQueryData<QualityMark[]>(QUALITY_MARKS_KEY, (list) =>
        [...(list ?? []).filter((m) => m.video_id !== mark.video_id), mark].sort(
          (a, b) => a.video_id - b.video_id,
        ),
      ),
  });
  const clear = useMutation({
    mutationFn: (videoId: number) => clearQualityMark(apiBase, videoId),
    onSuccess: (_answer, videoId) =>
      queryClient.setQueryData<QualityMark[]>(QUALITY_MARKS_KEY, (list) =>
        list?.filter((m) => m.video_id !== videoId),
      ),
  });

  return {
    marks: marks.data ?? [],
    videos: videos.data ?? [],
    scoreLabels,
    /** The study's test method (gold pairs of its own are pair comparison's); null until the settings are read. */
    method: settings.data?.settings.method ?? null,
    loading: marks.isPending || videos.isPending || settings.isPending,
    loadError: marks.error || videos.error ? 'Failed to load the catalogue and its marks.' : '',
    setMark: set.mutateAsync,
    clearMark: clear.mutateAsync,
  };
}
