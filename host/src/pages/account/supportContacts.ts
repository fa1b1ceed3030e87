/**
 * Who answers users: support, and the grievance officer the IT Rules 2021 (rule 3(2)) require an
 * intermediary to name with their contact on its app. One place to set the real people and
 * addresses before launch (README, "Accounts"); names and addresses are shown as written.
 */
export const supportContact = {
  email: 'support@nyaya.app',
  /** Shown as written; dialled as `tel`. */
  phone: '+91 80 4718 2300',
  tel: '+918047182300',
} as const;

export const grievanceOfficer = {
  name: 'Kavita Rao',
  email: 'grievance@nyaya.app',
  address: 'Nyaya Legal Technologies Pvt. Ltd., 4th Floor, 22 Residency Road, Bengaluru 560025, Karnataka',
} as const;
