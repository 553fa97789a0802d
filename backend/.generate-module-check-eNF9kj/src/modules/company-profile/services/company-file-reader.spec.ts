import type { CompanyDirectory } from '../../companies/services/company-directory';
import type { CompanyStaff } from '../../companies/services/company-staff';
import type { ProtectedFileReader, ProtectedFileReaders } from '../../files/ports/protected-file-readers';
import type { CompanyFilesRepository } from '../repositories/company-files.repository';
import { CompanyFileReader } from './company-file-reader';

const employees: Record<string, { companyId: string }> = { staff: { companyId: 'c1' } };
const staff = { byUser: async (userId: string) => employees[userId] ?? null } as unknown as CompanyStaff;
const directory = { get: async (id: string) => ({ id, avatarFileId: id === 'c1' ? 'avatar-1' : null }) } as unknown as CompanyDirectory;
const companyFiles = {
  holds: async (companyId: string, fileId: string) => companyId === 'c1' && fileId === 'doc-1',
} as unknown as CompanyFilesRepository;

describe('CompanyFileReader', () => {
  let registered: ProtectedFileReader;
  beforeAll(() => {
    const readers = { register: (reader: ProtectedFileReader) => (registered = reader) } as unknown as ProtectedFileReaders;
    new CompanyFileReader(readers, staff, directory, companyFiles).onModuleInit();
  });

  it("lets an employee read their own company's avatar and documents, not other files", async () => {
    const read = (userId: string, fileId: string) => registered.mayReadProtected(userId, fileId);
    expect(await read('staff', 'avatar-1')).toBe(true);
    expect(await read('staff', 'doc-1')).toBe(true);
    expect(await read('staff', 'someone-elses')).toBe(false);
    expect(await read('nobody', 'doc-1')).toBe(false);
  });
});
