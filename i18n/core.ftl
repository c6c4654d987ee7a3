# Never translated: shared by every language bundle.
