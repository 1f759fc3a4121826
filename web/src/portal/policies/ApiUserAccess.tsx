import { Link, useParams } from 'react-router-dom';
import { get } from '../../api';
import { Denied, ErrorBox, Loaded, PageHeader, useLoad } from '../../ui';
import { useSession } from '../session';
import { AttributesEditor } from './Attributes';
import { DataAccess } from './DataAccess';

/** One API user's data access and attributes (owner only, as the API): one API user per end customer over a shared dataset. */
export function ApiUserAccess() {
  const { id } = useParams();
  const { me } = useSession();
  const list = useLoad(me.is_owner ? () => get('/api/v1/core/api-users') : null, []);
  if (!me.is_owner) return <Denied />;
  return (
    <Loaded state={list} loadingText="Loading API user…">
      {(users) => {
        const u = users.find((x) => x.id === id);
        if (!u) return <ErrorBox error="api user not found" />;
        return (
          <>
            <PageHeader title={`Data access of ${u.username}`} subtitle="What this API user’s calls to the inference API may read.">
              <Link className="btn" to="/api-users">
                Back to API users
              </Link>
            </PageHeader>
            <DataAccess path={`/api/v1/core/api-users/${u.id}/policies`} subject={`calls of ${u.username}`} />
            <div className="card">
              <AttributesEditor path={`/api/v1/core/api-users/${u.id}/attributes`} who={u.username} />
            </div>
          </>
        );
      }}
    </Loaded>
  );
}
