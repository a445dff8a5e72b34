export function CompanyAdminApplyPage(_props: Record<string, never>): null {
  return null;
}
