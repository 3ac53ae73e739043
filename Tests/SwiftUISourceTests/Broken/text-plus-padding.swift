Text("Level 3").padding(2) + Text(" · ready")
