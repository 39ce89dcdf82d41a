import { RecommendationsTab } from '../../equipment/components/RecommendationsTab';
import { useJobEquipment } from '../job-work.api';

/** Recommendations found on the job, for the equipment worked on (spec 1 §7.12 recommendations). */
export function JobRecommendationsTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const equipment = useJobEquipment(jobId);
  return <RecommendationsTab scope={{ jobId }} equipmentChoices={equipment.data ?? []} canEdit={canEdit} />;
}
