import type { RouteObject } from 'react-router';
import { areaRoute } from '../../src/app/router';
import { usersArea } from '../../src/features/users/users.area';
import type { AreaPage } from '../../src/lib/area';
import { renderRoutes } from './render';

/** The users screen at /users as the router mounts it, behind its area's access guard, with the area's other `pages` and other `routes`. */
export function renderUsersScreen({ pages = [], routes = [] }: { pages?: AreaPage[]; routes?: RouteObject[] } = {}) {
  return renderRoutes([areaRoute({ ...usersArea, pages: [usersArea.pages[0] as AreaPage, ...pages] }), ...routes], '/users');
}
