import { releaseNoteResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const releaseNoteHooks = resourceHooks(releaseNoteResource);
