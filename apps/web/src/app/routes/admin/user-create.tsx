import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CreateUserForm } from '@/features/admin-users/components/create-user-form';

/** /admin/users/create (spec §2 Admin create user): on success back to /admin/users. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create User"
        description="The account is created approved and verified, ready to sign in."
        actions={
          <Link to={paths.admin.users} className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to users
          </Link>
        }
      />
      <CreateUserForm onCreated={() => navigate(paths.admin.users)} />
    </>
  );
}
