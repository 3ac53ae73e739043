Text(entry.isLate ? "Late" : "On time")
