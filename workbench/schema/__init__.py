"""The schema toolkit every analysis shares: one subschema keyword table and walker (`walk`),
RFC 6901 pointers (`pointer`), one local `$ref` resolver (`refs`), one offline validator
(`validate`), and the instance builders (`instances`, `sampling`, `formats`)."""
