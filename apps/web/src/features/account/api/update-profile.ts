import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@shop/contracts';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';

/** spec §7: PUT /users/profile {name, email} -> data.user. */
export async function putProfile(body: UpdateProfileBody): Promise<User> {
  const data = await api.put<{ user: User }>('/users/profile', body);
  return data.user;
}

export const updateProfileMutationOptions = () => mutationOptions({ mutationFn: putProfile });

/** Saves the profile and puts the answer in the stored user, so the header greets the new name. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ ...updateProfileMutationOptions(), onSuccess: (user) => updateUser(user) });
}
