-- Expert accounts (issue 25): every expert of the catalogue signs in with the expert role. In test mode
-- the n-th expert of /experts has the number 90000000NN (shared/src/data/experts/testMobiles.ts; the README
-- lists them). Written by api/scripts/expert-accounts-sql.ts. A number someone already signed up with becomes
-- that expert's account: these numbers are reserved for the experts.
INSERT INTO "accounts" ("id", "mobile", "role", "expert_id", "name", "notification_settings") VALUES
  (gen_random_uuid()::text, '9000000001', 'expert', 'priya-sharma', 'Adv. Priya Sharma', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000002', 'expert', 'rajesh-iyer', 'Adv. Rajesh Iyer', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000003', 'expert', 'farah-qureshi', 'Adv. Farah Qureshi', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000004', 'expert', 'suresh-menon', 'Adv. Suresh Menon', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000005', 'expert', 'deepa-kulkarni', 'Adv. Deepa Kulkarni', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000006', 'expert', 'ananya-reddy', 'Ananya Reddy', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000007', 'expert', 'vikram-rathore', 'Vikram Singh Rathore', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000008', 'expert', 'meera-nair', 'Meera Nair', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000009', 'expert', 'rohan-mehta', 'CA Rohan Mehta', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000010', 'expert', 'kavita-banerjee', 'Kavita Banerjee', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000011', 'expert', 'arjun-deshpande', 'Arjun Deshpande', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000012', 'expert', 'sunita-yadav', 'Sunita Yadav', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000013', 'expert', 'harpreet-kaur', 'Harpreet Kaur', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000014', 'expert', 'mohammed-asif', 'Mohammed Asif', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000015', 'expert', 'lakshmi-krishnan', 'Dr. Lakshmi Krishnan', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000016', 'expert', 'nikhil-bose', 'Nikhil Bose', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000017', 'expert', 'nandini-rao', 'Adv. Nandini Rao', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000018', 'expert', 'alok-tripathi', 'Adv. Alok Tripathi', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000019', 'expert', 'shreya-kapoor', 'Adv. Shreya Kapoor', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000020', 'expert', 'arnab-chatterjee', 'Adv. Arnab Chatterjee', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000021', 'expert', 'aisha-siddiqui', 'Adv. Aisha Siddiqui', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000022', 'expert', 'vivek-chandran', 'Adv. Vivek Chandran', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000023', 'expert', 'ritu-agarwal', 'Adv. Ritu Agarwal', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000024', 'expert', 'karan-malhotra', 'Adv. Karan Malhotra', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000025', 'expert', 'sneha-hegde', 'Adv. Sneha Hegde', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000026', 'expert', 'nikita-joshi', 'Adv. Nikita Joshi', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000027', 'expert', 'srinivas-reddy', 'Adv. Srinivas Reddy', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000028', 'expert', 'manish-patil', 'Adv. Manish Patil', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000029', 'expert', 'arvind-sharma', 'Adv. Arvind Sharma', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000030', 'expert', 'rohit-bansal', 'Adv. Rohit Bansal', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000031', 'expert', 'meghna-pillai', 'Adv. Meghna Pillai', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000032', 'expert', 'sourav-mukherjee', 'Adv. Sourav Mukherjee', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000033', 'expert', 'gayathri-sundar', 'Adv. Gayathri Sundar', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000034', 'expert', 'prakash-shetty', 'Adv. Prakash Shetty', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000035', 'expert', 'siddharth-bhatia', 'Adv. Siddharth Bhatia', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000036', 'expert', 'ritika-jain', 'CS Ritika Jain', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000037', 'expert', 'hemant-mehta', 'CA Hemant Mehta', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000038', 'expert', 'farhan-ali', 'Adv. Farhan Ali', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000039', 'expert', 'pranav-desai', 'CS Pranav Desai', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000040', 'expert', 'swati-roy', 'CA Swati Roy', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000041', 'expert', 'harish-natarajan', 'Adv. Harish Natarajan', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000042', 'expert', 'yogesh-pawar', 'Adv. Yogesh Pawar', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000043', 'expert', 'mohan-gupta', 'Adv. Mohan Lal Gupta', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000044', 'expert', 'sunil-khanna', 'Adv. Sunil Khanna', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000045', 'expert', 'debashree-sen', 'Adv. Debashree Sen', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000046', 'expert', 'sravani-goud', 'Adv. Sravani Goud', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000047', 'expert', 'mahesh-gowda', 'Adv. Mahesh Gowda', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000048', 'expert', 'revathi-krishnamurthy', 'Adv. Revathi Krishnamurthy', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000049', 'expert', 'tanya-arora', 'Adv. Tanya Arora', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb),
  (gen_random_uuid()::text, '9000000050', 'expert', 'kavya-shenoy', 'Adv. Kavya Shenoy', '{"push":true,"email":true,"sms":false,"marketing":false}'::jsonb)
ON CONFLICT ("mobile") DO UPDATE SET "role" = 'expert', "expert_id" = EXCLUDED."expert_id", "name" = COALESCE("accounts"."name", EXCLUDED."name");--> statement-breakpoint
-- What was ordered or booked before: assigned to the expert's account, so the console lists it.
UPDATE "orders" SET "expert_account_id" = "accounts"."id" FROM "accounts"
  WHERE "accounts"."expert_id" = "orders"."expert"->>'id' AND "orders"."expert_account_id" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "expert_account_id" = "accounts"."id" FROM "accounts"
  WHERE "accounts"."expert_id" = "bookings"."expert_id" AND "bookings"."expert_account_id" IS NULL;
