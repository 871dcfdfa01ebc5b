import { LogOutIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useLogOut } from '../api/logout';

export function LogoutButton() {
  const [, navigate] = useLocation();
  const logOut = useLogOut();

  const onClick = async () => {
    try {
      await logOut.mutateAsync();
      toast.success('Logged out');
      navigate('/');
    } catch {
      toast.error('Logout failed', { description: 'An error occurred while logging out' });
    }
  };

  return (
    <Button variant="onDark" size="small" onClick={() => void onClick()} disabled={logOut.isPending}>
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  );
}
