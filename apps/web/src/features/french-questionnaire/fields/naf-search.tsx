import { MAX_ACTIVITIES } from '@foundly/domain';
import { rpc } from '../../../app/rpc/methods.js';
import {
  ActivitySearch,
  type ActivityList,
  type ActivitySearchProps,
} from '../../questionnaire/fields/activity-search.js';

const NAF: ActivityList = {
  search: rpc.ReferenceDataService.searchActivities,
  lookup: rpc.ReferenceDataService.getActivities,
  max: MAX_ACTIVITIES,
};

export type NafSearchProps = Omit<ActivitySearchProps, 'list'>;

/** Chooses up to three activities of the official NAF/APE list (INSEE). */
export function NafSearch(props: NafSearchProps) {
  return <ActivitySearch list={NAF} {...props} />;
}
