import { Link } from 'react-router-dom';
import { Badge, PageHeader } from '../ui';
import { can, useSession } from './session';

export function Home() {
  const { me } = useSession();
  const cards = [
    { to: '/datasets', title: 'Datasets', text: 'Upload raw files and shape them into modules.', show: can(me, 'can_view_datasets') },
    { to: '/projects', title: 'Projects', text: 'Group modules, build semantic datasets, open the agent.', show: true },
    { to: '/agent', title: 'Agent', text: 'Ask questions of your trained semantic datasets.', show: can(me, 'can_access_agent') },
    { to: '/users', title: 'Users', text: 'Invite people and give each one a role.', show: can(me, 'can_add_users') },
    { to: '/roles', title: 'Roles', text: 'Decide what each role may see and do.', show: can(me, 'can_add_roles') },
    { to: '/audit', title: 'Audit', text: 'Every API call and role deletion, newest first.', show: me.is_owner },
  ].filter((c) => c.show);
  return (
    <>
      <PageHeader
        title={`Welcome, ${me.username}`}
        subtitle={
          me.is_owner ? (
            <Badge tone="accent">OWNER</Badge>
          ) : (
            <>
              Role: {me.role?.name ?? 'none'}
              {me.role && !me.role.is_active && ' (inactive)'}
            </>
          )
        }
      />
      <ul className="cards">
        {cards.map((c) => (
          <li key={c.to} className="card card-link">
            <Link to={c.to}>
              <h2>{c.title}</h2>
              <p>{c.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
