import { p, ul, type ResourceContent } from './types';

/**
 * The library's resources in English (issue 27): short, general information on Indian rules as
 * they stand, pointing to the official source; never advice for one person's case.
 */
export const contentEn: Record<string, ResourceContent> = {
  'res-1': {
    title: 'Income Tax Basics: Old vs New Regime',
    blocks: [
      p(
        'India has two ways to work out an individual’s income tax. Since FY 2023-24 the new regime is the default; you can choose the old regime instead when you file your return.',
      ),
      ul(
        'New regime: lower slab rates, but most deductions and exemptions (Section 80C, 80D, HRA) are not allowed. Salaried people still get the standard deduction.',
        'Old regime: higher slab rates, but you can claim deductions such as Section 80C (up to ₹1.5 lakh for PPF, ELSS, EPF and life insurance premiums), 80D for health insurance, and the HRA exemption.',
        'Compare both each year: add up the deductions you really have. If they are small, the new regime usually costs less.',
        'Salaried people can choose every year. With business income, you can switch back to the new regime only once, so choose with care.',
      ),
      p(
        'Slab rates and limits change with the Budget. Check the current year on the Income Tax Department’s site (incometax.gov.in), which also has a calculator.',
      ),
    ],
  },
  'res-2': {
    title: 'Mutual Funds and SIPs for Beginners',
    blocks: [
      p(
        'A mutual fund pools money from many investors and invests it in shares, bonds or both, run by a professional fund manager. In India, mutual funds are regulated by SEBI.',
      ),
      ul(
        'A SIP (Systematic Investment Plan) invests a fixed amount every month. Buying at different prices evens out your cost over time.',
        'Equity funds suit goals five or more years away; debt and liquid funds suit nearer goals.',
        'A direct plan costs less each year than a regular plan of the same fund, because no distributor commission is paid from it.',
        'You complete KYC once, with your PAN and an address proof such as Aadhaar.',
        'Returns are not guaranteed, and past returns do not promise future ones. Read the scheme’s documents before you invest.',
      ),
      p('ELSS funds have a three-year lock-in and count for the Section 80C deduction under the old tax regime.'),
    ],
  },
  'res-3': {
    title: 'Negotiating Your Salary Offer',
    blocks: [
      p('An offer is the start of a conversation. Most employers expect some negotiation, and a polite, well-prepared counter rarely costs you the offer.'),
      ul(
        'Read the CTC break-up: fixed pay, variable pay, the employer’s PF contribution, gratuity and benefits. Compare the fixed, in-hand part.',
        'Find the market rate for the role, city and experience from job portals, peers and recruiters.',
        'Ask for a figure backed by reasons: your skills, results and other offers, not your personal expenses.',
        'Negotiate more than pay: a joining bonus, notice-period buy-out, work from home, a learning budget or an earlier review.',
        'Get the final terms in the offer letter before you resign from your current job.',
      ),
      p('Read the notice period, service bond and non-compete clauses, and ask about anything unclear before you sign.'),
    ],
  },
  'res-4': {
    title: 'Resume and Interview Toolkit',
    blocks: [
      p('The resume gets you the interview; the interview gets you the job. Keep both honest and specific.'),
      ul(
        'Keep the resume to one or two pages: contact details, a short summary, experience with results in numbers, skills and education.',
        'Use the words of the job description: many companies screen resumes with software first.',
        'Prepare short stories for common questions: the situation, your task, what you did and the result.',
        'Learn about the company, and prepare two or three questions of your own.',
        'Keep your certificates, ID proof, recent payslips and relieving letters ready for verification.',
      ),
      p('Never pay anyone who promises a job for a fee: genuine employers do not charge candidates.'),
    ],
  },
  'res-5': {
    title: 'Choosing a Family Health Insurance Plan',
    blocks: [
      p('A family floater policy covers the whole family with one sum insured that any member can use. Health insurance in India is regulated by IRDAI.'),
      ul(
        'Choose a sum insured that covers a major hospital stay in your city; a super top-up adds cover at a low premium.',
        'Check the waiting periods for existing illnesses and for maternity, and any room-rent limit or co-payment.',
        'Look for network hospitals near you, where treatment can be cashless, and the insurer’s claim settlement record.',
        'Declare existing illnesses honestly in the proposal form: hiding them can get a claim rejected.',
        'Premiums count for the Section 80D deduction under the old tax regime.',
      ),
      p('Parents over 60 are often better covered by a separate senior-citizen policy, so that one large claim does not use up the whole family’s cover.'),
    ],
  },
  'res-6': {
    title: 'Preventive Health Check-up Planner',
    blocks: [
      p('Regular check-ups find high blood pressure, diabetes and high cholesterol early, when they are easier to treat.'),
      ul(
        'Adults: blood pressure, weight and blood sugar at least once a year, or as your doctor advises.',
        'From your thirties: ask about a lipid profile, and kidney and liver tests if they run in the family.',
        'Women: ask your doctor about screening for cervical and breast cancer.',
        'Keep vaccinations up to date, children’s by the national immunisation schedule.',
        'Keep every report in one folder or in DigiLocker, so any doctor can see your past results.',
      ),
      p(
        'Many health policies include a yearly check-up, and up to ₹5,000 of check-up costs counts within the Section 80D limit under the old tax regime. Your doctor decides which tests you need.',
      ),
    ],
  },
  'res-7': {
    title: 'Home Loan and RERA Checklist',
    blocks: [
      p('A home is usually the largest purchase of a lifetime. Check the project and the loan before you pay anything substantial.'),
      ul(
        'RERA: most projects must be registered with the state’s RERA authority. Check the registration, approvals and promised completion date on the state RERA website.',
        'Title: have a lawyer check the title documents and an encumbrance certificate for the land.',
        'Approvals: the sanctioned building plan and, before you move in, the occupancy or completion certificate.',
        'Loan: compare interest rates, processing fees and the benchmark the rate follows. Banks lend up to 75–90% of the value; the rest is your down payment.',
        'Costs beyond the price: stamp duty and registration (set by each state), GST on a flat under construction, and maintenance deposits.',
      ),
      p(
        'Under RERA a builder may not take more than 10% of the cost as an advance before a registered agreement for sale. Home-loan interest and principal may reduce your tax under Sections 24(b) and 80C in the old regime.',
      ),
    ],
  },
  'res-8': {
    title: 'Rental Agreement Essentials',
    blocks: [
      p(
        'A written rent agreement protects both tenant and landlord. Many city agreements run for 11 months, because a lease of a year or more must be registered under the Registration Act.',
      ),
      ul(
        'Write down both names, the address, the rent and its due date, the security deposit, the notice period and any lock-in, and who pays maintenance and repairs.',
        'Use stamp paper (or e-stamping) of the value your state requires; both parties and two witnesses sign.',
        'Pay rent by bank transfer or take signed receipts: they also support an HRA claim.',
        'Photograph the flat at move-in and list the fittings and furniture.',
        'Many cities require police verification of tenants; the landlord usually files it.',
      ),
      p(
        'For an HRA claim, rent above ₹1 lakh a year needs the landlord’s PAN. Stamp duty and registration rules differ by state; a lawyer can draft and register the agreement for you.',
      ),
    ],
  },
  'res-9': {
    title: 'Staying Safe from UPI and Online Fraud',
    blocks: [
      p('Most UPI frauds trick you into approving a payment yourself. A few rules stop almost all of them.'),
      ul(
        'You never enter your UPI PIN to receive money. The PIN is only for paying.',
        'Do not scan QR codes or approve collect requests from strangers who promise a refund, a prize or a payment.',
        'Never share an OTP or your PIN, and do not install screen-sharing apps because a caller asks.',
        'Banks, police and couriers do not ask you to transfer money to “verify” an account or avoid an “arrest”.',
        'Use only official apps, and check the name shown before you confirm a payment.',
      ),
      p(
        'If you are cheated, call the national cyber-crime helpline 1930 at once, report at cybercrime.gov.in and tell your bank. The sooner you report, the better the chance of stopping the money.',
      ),
    ],
  },
  'res-10': {
    title: 'Digital Locker: Keeping Documents Safe',
    blocks: [
      p(
        'DigiLocker is the Government of India’s free document wallet. Documents issued into it by government departments, such as a driving licence, vehicle registration or CBSE mark sheets, are accepted like the originals.',
      ),
      ul(
        'Sign up with your mobile number and link Aadhaar to fetch issued documents straight from the departments.',
        'Upload scans of other papers, such as rent agreements and insurance policies, to keep them in one place; these copies are for your own reference.',
        'Keep the account safe: a strong PIN, no OTP sharing, and sign out on shared devices.',
        'Keep originals such as sale deeds and wills in a safe place, and tell a family member where they are.',
      ),
      p('You can share issued documents with organisations that accept DigiLocker, which saves photocopies and attestation.'),
    ],
  },
};
