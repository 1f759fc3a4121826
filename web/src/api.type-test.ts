/**
 * Compile-time checks of the typed client (api.ts), run by `npm run typecheck` and never bundled (no
 * module imports this one): a written path finds its route, the route's schema types the query, the
 * body and the answer, and a path or a body the service does not take does not compile.
 */
import { del, get, type Module, type ModuleLayer, post, put } from './api';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>) => ok;

const moduleOf = (id: string) => get(`/api/v1/modules/${id}`);
const layerOf = (id: string) => get(`/api/v1/modules/${id}/semantic`);

export async function checks(id: string) {
  // A parameter segment takes one segment: the module, not its semantic layer.
  same<Awaited<ReturnType<typeof moduleOf>>, Module>(true);
  same<Awaited<ReturnType<typeof layerOf>>, ModuleLayer>(true);
  // A literal segment wins over a parameter one: role-options is not a user id.
  const options = await get('/api/v1/core/users/role-options');
  same<(typeof options)[number], { id: string; name: string; is_active: boolean }>(true);
  // No content: nothing comes back.
  const deleted = await del(`/api/v1/core/roles/${id}`);
  same<typeof deleted, undefined>(true);

  // @ts-expect-error no route has this path
  await get(`/api/v1/modules/${id}/nothing`);
  // @ts-expect-error the route is not served with this verb
  await del('/api/v1/core/users/role-options');
  // @ts-expect-error a required query parameter is missing
  await get('/api/v1/inference/suggestions');
  // @ts-expect-error a query parameter of the wrong type
  await get('/api/v1/inference/suggestions', { spec_ids: id, limit: 'ten' });
  // @ts-expect-error a required body is missing
  await post('/api/v1/projects');
  // @ts-expect-error a body the route does not take
  await put(`/api/v1/modules/${id}/labels`, { colour: 'red' });
}
